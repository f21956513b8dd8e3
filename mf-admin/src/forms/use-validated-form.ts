import {
  useForm,
  type DefaultValues,
  type ErrorOption,
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
  type ResolverOptions,
  type ResolverResult,
  type UseFormSetError,
} from 'react-hook-form';
import type { FieldIssue } from '@shop/contracts';
import { toFieldMessage, type FieldMessage } from '../errors/field-messages';

/**
 * The error type of a message that is already one of the form's own i18n keys (a 409's 'this
 * thickness exists'), not the English words of a contract's schema or of a 400.
 */
const FORM_MESSAGE = 'form-message';

export interface ValidatedFormOptions<Input> {
  /** The body's fields the form does not show (the material a thickness belongs to). */
  fixed?: Partial<Input>;
  /**
   * Whether react-hook-form focuses the first field with a message on a failed submit; that needs
   * each field's ref, so a form whose selects take none focuses by itself.
   */
  shouldFocusError?: boolean;
}

/**
 * An admin form on react-hook-form, checked by a contract's schema through `resolveBody` (a
 * zodResolver): messages appear after the first submit and then follow every change of their
 * field; a server's field message (a 400's issues, a 409) stays until that field changes. A valid
 * submit hands over the schema's output, the body to send.
 */
export function useValidatedForm<Values extends FieldValues, Input extends FieldValues, Body>(
  defaultValues: DefaultValues<Values>,
  resolveBody: Resolver<Input, unknown, Body>,
  { fixed = {}, shouldFocusError = true }: ValidatedFormOptions<Input> = {},
) {
  const resolver: Resolver<Values, unknown, Body> = async (values, context, options) => {
    const result = await resolveBody(
      { ...fixed, ...values } as unknown as Input,
      context,
      options as unknown as ResolverOptions<Input>,
    );
    return result as unknown as ResolverResult<Values, Body>;
  };
  return useForm<Values, unknown, Body>({
    defaultValues,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError,
  });
}

/** A field error that carries one of the form's own messages. */
export function formMessage(key: string): ErrorOption {
  return { type: FORM_MESSAGE, message: key };
}

/**
 * The message under a field: the form's own key as it is, anything else (a contract's or a 400's
 * English words) through `translate`.
 */
export function fieldMessageOf<Message extends { key: string }>(
  error: FieldError | undefined,
  translate: (message: string) => Message,
): Message | { key: string } | undefined {
  if (!error?.message) return undefined;
  return error.type === FORM_MESSAGE ? { key: error.message } : translate(error.message);
}

/** The message of an add form's field, as a FieldMessage of the admin namespace. */
export function addFormMessageOf(error: FieldError | undefined): FieldMessage | undefined {
  return fieldMessageOf(error, toFieldMessage) as FieldMessage | undefined;
}

/**
 * Puts a 400's issues under the form's fields (the first issue per field; a nested path counts
 * for its top field), where each stays until its field changes.
 */
export function showServerIssues<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
  issues: readonly FieldIssue[],
): void {
  const shown = new Set<string>();
  for (const issue of issues) {
    const field = fields.find((name) => name === String(issue.path).split('.')[0]);
    if (!field || shown.has(field)) continue;
    shown.add(field);
    setError(field, { type: 'server', message: issue.message });
  }
}
