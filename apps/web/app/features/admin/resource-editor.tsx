import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useNavigation } from 'react-router';
import type { ActionResult } from './admin-api.server.ts';
import {
  buttonClass,
  cardClass,
  CheckField,
  dangerButtonClass,
  EmptyState,
  Field,
  FormNote,
  SelectField,
  TextArea,
} from './admin-fields.tsx';

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'select'
  | 'checkbox'
  | 'url'
  | 'email'
  | 'date'
  /** A date and time (`datetime-local`); the route turns it into an instant. */
  | 'datetime';

export interface ResourceField {
  name: string;
  kind: FieldKind;
  options?: readonly string[];
  /** Select options with their own labels (ids of other records), instead of `options`. */
  choices?: readonly { value: string; label: string }[];
  /** Spans both columns of the form on wide screens. */
  wide?: boolean;
  /** A checkbox's state in the "add" form (default: checked). */
  checkedByDefault?: boolean;
}

/** The translation namespaces of an editor: its own first, then the admin's shared labels. */
const namespaces = (ns: string | undefined) => (ns ? [ns, 'admin'] : ['admin']);

/** A row's value for a field name, following dots (`options.0.en`). */
function valueAt(row: Row | undefined, name: string): unknown {
  let value: unknown = row;
  for (const part of name.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

type Row = { id: number } & Record<string, unknown>;

/** The JSON body of a resource form: numbers as numbers, checkboxes as booleans. */
export function resourceBody(form: FormData, fields: readonly ResourceField[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const raw = form.get(field.name);
    const text = typeof raw === 'string' ? raw.replace(/\r\n/g, '\n') : '';
    if (field.kind === 'checkbox') body[field.name] = raw === 'true';
    else if (field.kind === 'number') body[field.name] = text.trim() === '' ? null : Number(text);
    else body[field.name] = text;
  }
  return body;
}

function FieldInput({
  form,
  field,
  row,
  error,
  ns,
}: {
  form: string;
  field: ResourceField;
  row?: Row | undefined;
  error?: string | undefined;
  ns?: string | undefined;
}) {
  const { t } = useTranslation(namespaces(ns), { nsMode: 'fallback' });
  const label = t(`fields.${field.name.replace(/\.\d+\./, '.')}`, {
    index: Number(/\.(\d+)\./.exec(field.name)?.[1] ?? 0) + 1,
  });
  const value = valueAt(row, field.name);
  const common = { form, name: field.name, label, error, className: field.wide ? 'sm:col-span-2' : '' };
  switch (field.kind) {
    case 'textarea':
      return <TextArea {...common} rows={4} defaultValue={typeof value === 'string' ? value : ''} />;
    case 'checkbox':
      return (
        <div className={common.className}>
          <CheckField
            form={form}
            name={field.name}
            label={label}
            defaultChecked={value === undefined ? (field.checkedByDefault ?? true) : value === true}
          />
        </div>
      );
    case 'select':
      return (
        <SelectField
          {...common}
          defaultValue={value === undefined || value === null ? '' : String(value)}
          options={
            field.choices
              ? [...field.choices]
              : (field.options ?? []).map((option) => ({
                  value: option,
                  label: t(`options.${option}`, { defaultValue: option }),
                }))
          }
        />
      );
    default:
      return (
        <Field
          {...common}
          type={
            field.kind === 'number'
              ? 'number'
              : field.kind === 'email'
                ? 'email'
                : field.kind === 'url'
                  ? 'url'
                  : field.kind === 'date'
                    ? 'date'
                    : field.kind === 'datetime'
                      ? 'datetime-local'
                      : 'text'
          }
          defaultValue={value === undefined || value === null ? '' : String(value)}
        />
      );
  }
}

/** One create or edit form; the API's messages appear under the fields they are about. */
function ResourceForm({
  formId,
  fields,
  row,
  result,
  ns,
}: {
  formId: string;
  fields: readonly ResourceField[];
  row?: Row;
  result: ActionResult | undefined;
  ns?: string | undefined;
}) {
  const { t } = useTranslation(namespaces(ns), { nsMode: 'fallback' });
  const navigation = useNavigation();
  const intent = row ? `update:${row.id}` : 'create';
  const mine = result?.intent === intent ? result : undefined;
  const errors = mine && !mine.ok ? mine.errors : {};
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (mine?.ok && !row) ref.current?.reset();
  }, [mine, row]);
  return (
    <Form method="post" ref={ref} className="space-y-4" noValidate data-testid={`${formId}-form`}>
      <input type="hidden" name="intent" value={intent} />
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <FieldInput
            key={field.name}
            form={formId}
            field={field}
            row={row}
            error={errors[field.name]}
            ns={ns}
          />
        ))}
      </div>
      <FormNote tone="error" message={errors.form} />
      {mine?.ok && <FormNote tone="success" message={t('common.saved')} />}
      <button type="submit" className={buttonClass} disabled={busy}>
        {busy ? t('common.saving') : row ? t('common.save') : t('common.add')}
      </button>
    </Form>
  );
}

/**
 * The admin page of one kind of simple content: an "add" form, then every row with its own edit
 * form and a delete button. The route's action receives `intent` = create | update:<id> | delete:<id>.
 */
export function ResourceEditor({
  name,
  fields,
  rows,
  titleOf,
  detailOf,
  ns,
  deletable = true,
  extraOf,
}: {
  name: string;
  fields: readonly ResourceField[];
  rows: Row[];
  titleOf: (row: Row) => string;
  detailOf?: (row: Row) => string;
  /** The editor's own translation namespace (field labels), searched before `admin`. */
  ns?: string;
  /** False for records that are never deleted (they are hidden with their active flag instead). */
  deletable?: boolean;
  /** More controls shown under a row's form (an image upload, say). */
  extraOf?: (row: Row) => ReactNode;
}) {
  const { t } = useTranslation(namespaces(ns), { nsMode: 'fallback' });
  const result = useActionData<ActionResult>();
  const created = result?.intent === 'create' && !result.ok;
  return (
    <div className="space-y-6">
      <details className={cardClass} open={created || rows.length === 0}>
        <summary className="cursor-pointer text-lg font-semibold">{t('common.addNew')}</summary>
        <div className="mt-4">
          <ResourceForm formId={`${name}-new`} fields={fields} result={result} ns={ns} />
        </div>
      </details>
      {rows.length === 0 ? (
        <EmptyState message={t('common.empty')} />
      ) : (
        <ul className="space-y-3" data-testid={`${name}-list`}>
          {rows.map((row) => {
            const failed = result?.intent === `update:${row.id}` && !result.ok;
            const deleteFailed = result?.intent === `delete:${row.id}` && !result.ok ? result : undefined;
            return (
              <li key={row.id} className={cardClass}>
                <details open={failed}>
                  <summary className="flex cursor-pointer flex-wrap items-baseline justify-between gap-2">
                    <span className="font-semibold">{titleOf(row)}</span>
                    {detailOf && (
                      <span className="text-sm text-slate-600 dark:text-slate-400">{detailOf(row)}</span>
                    )}
                  </summary>
                  <div className="mt-4 space-y-4">
                    <ResourceForm
                      formId={`${name}-${row.id}`}
                      fields={fields}
                      row={row}
                      result={result}
                      ns={ns}
                    />
                    {extraOf?.(row)}
                    {deletable && (
                      <Form
                        method="post"
                        onSubmit={(event) => {
                          if (!window.confirm(t('common.confirmDelete'))) event.preventDefault();
                        }}
                      >
                        <input type="hidden" name="intent" value={`delete:${row.id}`} />
                        <button type="submit" className={dangerButtonClass}>
                          {t('common.delete')}
                        </button>
                        {deleteFailed && !deleteFailed.ok && (
                          <div className="mt-2">
                            <FormNote tone="error" message={Object.values(deleteFailed.errors)[0]} />
                          </div>
                        )}
                      </Form>
                    )}
                  </div>
                </details>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
