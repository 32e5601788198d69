// Excerpts are computed where text is written (the glossary's summaries are stored with the term).
export { excerpt } from '@app/contracts/words';
