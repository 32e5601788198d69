/** One error of a catalogue: the HTTP status it answers with, and its message in each language. */
export interface ErrorDefinition {
  status: number;
  en: string;
  th: string;
}
