import { FEEDBACK_MESSAGE_MAX } from '@app/contracts/constants';
import { FEEDBACK_TOPICS, FEEDBACK_TYPES } from '@app/contracts/discovery';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';

export interface FeedbackFormState {
  values: { type: string; topic: string; message: string };
  /** Field name to the API's message, already in the page language. */
  errors: Partial<Record<'type' | 'topic' | 'message' | 'form', string>>;
}

const EMPTY: FeedbackFormState['values'] = { type: 'content-request', topic: '', message: '' };

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300" data-testid={id}>
      {message}
    </p>
  );
}

/**
 * Content request and feedback form. It posts to the route's action, so it works before (or
 * without) JavaScript; the API's messages are shown next to the fields they concern.
 */
export function FeedbackForm({ state }: { state: FeedbackFormState | null }) {
  const { t } = useTranslation('discovery');
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting';
  const values = state?.values ?? EMPTY;
  const errors = state?.errors ?? {};
  const [length, setLength] = useState(values.message.length);
  const topicRef = useRef<HTMLSelectElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    // Text typed before the page became interactive is already in the field: count it.
    setLength(messageRef.current?.value.length ?? 0);
  }, []);

  useEffect(() => {
    // Take the reader to the first field that needs attention.
    if (errors.topic) topicRef.current?.focus();
    else if (errors.message) messageRef.current?.focus();
  }, [state, errors.topic, errors.message]);

  const field =
    'mt-1.5 w-full scroll-mt-24 rounded-xl border bg-white px-4 py-2.5 text-base dark:bg-slate-900 aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400';
  const over = length > FEEDBACK_MESSAGE_MAX;
  return (
    <Form method="post" noValidate className="space-y-6" data-testid="feedback-form">
      {errors.form && (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          {errors.form}
        </p>
      )}
      <fieldset aria-describedby={errors.type ? 'feedback-type-error' : undefined}>
        <legend className="text-sm font-semibold">{t('feedback.type')}</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {FEEDBACK_TYPES.map((type) => (
            <label
              key={type}
              className="flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50 dark:border-slate-700 dark:has-[:checked]:bg-primary-950"
            >
              <input
                type="radio"
                name="type"
                value={type}
                defaultChecked={values.type === type}
                className="accent-primary-700"
              />
              {t(`feedback.types.${type}`)}
            </label>
          ))}
        </div>
        <FieldError id="feedback-type-error" message={errors.type} />
      </fieldset>

      <div>
        <label htmlFor="feedback-topic" className="text-sm font-semibold">
          {t('feedback.topic')}
        </label>
        <select
          ref={topicRef}
          id="feedback-topic"
          name="topic"
          defaultValue={values.topic}
          aria-invalid={errors.topic ? true : undefined}
          aria-describedby={errors.topic ? 'feedback-topic-error' : undefined}
          className={`${field} border-slate-300 dark:border-slate-700`}
        >
          <option value="">{t('feedback.topicPlaceholder')}</option>
          {FEEDBACK_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`feedback.topics.${topic}`)}
            </option>
          ))}
        </select>
        <FieldError id="feedback-topic-error" message={errors.topic} />
      </div>

      <div>
        <label htmlFor="feedback-message" className="text-sm font-semibold">
          {t('feedback.message')}
        </label>
        <p id="feedback-message-hint" className="text-sm text-slate-600 dark:text-slate-400">
          {t('feedback.messageHint')}
        </p>
        <textarea
          ref={messageRef}
          id="feedback-message"
          name="message"
          rows={7}
          defaultValue={values.message}
          onChange={(event) => setLength(event.currentTarget.value.length)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={`feedback-message-hint feedback-message-counter${errors.message ? ' feedback-message-error' : ''}`}
          className={`${field} border-slate-300 dark:border-slate-700`}
        />
        <div className="flex flex-wrap items-start justify-between gap-2">
          <FieldError id="feedback-message-error" message={errors.message} />
          <p
            id="feedback-message-counter"
            data-testid="feedback-counter"
            className={`mt-1.5 ml-auto text-sm tabular-nums ${over ? 'font-semibold text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400'}`}
          >
            {t('feedback.counter', { count: length, max: FEEDBACK_MESSAGE_MAX })}
          </p>
        </div>
      </div>

      <button
        type="submit"
        disabled={sending}
        className="rounded-full bg-primary-700 px-6 py-3 text-sm font-semibold text-white hover:bg-primary-800 disabled:opacity-70"
      >
        {sending ? t('feedback.sending') : t('feedback.send')}
      </button>
    </Form>
  );
}
