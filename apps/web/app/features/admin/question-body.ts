import { ADMIN_QUIZ_MAX_OPTIONS } from '@app/contracts/admin-quizzes';

export const formText = (form: FormData, name: string) => String(form.get(name) ?? '').replace(/\r\n/g, '\n');

/** A whole number typed in a form, or null when left empty (the API explains what is missing). */
export function formWhole(form: FormData, name: string): number | null {
  const value = formText(form, name).trim();
  return value === '' ? null : Number(value);
}

/** A question form's body: its options as a list, without the empty slots at the end. */
export function questionBody(form: FormData) {
  const options = Array.from({ length: ADMIN_QUIZ_MAX_OPTIONS }, (_, i) => ({
    labelEn: formText(form, `options.${i}.labelEn`),
    labelTh: formText(form, `options.${i}.labelTh`),
    correct: form.get(`options.${i}.correct`) === 'true',
  }));
  while (options.length > 0) {
    const last = options.at(-1)!;
    if (last.labelEn.trim() || last.labelTh.trim() || last.correct) break;
    options.pop();
  }
  return {
    promptEn: formText(form, 'promptEn'),
    promptTh: formText(form, 'promptTh'),
    explanationEn: formText(form, 'explanationEn'),
    explanationTh: formText(form, 'explanationTh'),
    clueEn: formText(form, 'clueEn'),
    clueTh: formText(form, 'clueTh'),
    concept: formText(form, 'concept').trim(),
    options,
  };
}
