import {
  DIRECTION_CONTROL_MESSAGE,
  normalizeVatId,
  placeOrderBodySchema,
  vatIdFormats,
  vatIdProblem,
  type FieldIssue,
  type OrderCountry,
  type PlaceOrderBody,
} from '@shop/contracts';
import { localeFormats, type Language } from '@shop/ui';
import {
  isCheckoutFieldPath,
  valueAt,
  type CheckoutFieldPath,
  type CheckoutValues,
} from './checkout-values';

/**
 * What is wrong with a field, as a text key under `checkout.errors` and its values. A country is
 * passed as its code; the page writes its name in the page's language.
 */
export interface FieldProblem {
  key: string;
  values?: { max?: number; country?: string };
}

export type FieldProblems = Partial<Record<CheckoutFieldPath, FieldProblem>>;

/** One problem the contract finds in a body. */
type ContractIssue = NonNullable<
  ReturnType<typeof placeOrderBodySchema.safeParse>['error']
>['issues'][number];

export type CheckoutValidation =
  { valid: true; body: PlaceOrderBody } | { valid: false; problems: FieldProblems };

const blankToUndefined = (text: string) => (text.trim() === '' ? undefined : text);

/**
 * The form as the body of `POST /api/orders`: optional fields left empty are absent, and a
 * delivery address is sent only for shipping to an address other than the billing one.
 */
export function toPlaceOrderInput(values: CheckoutValues, language: Language): unknown {
  const { customer } = values;
  return {
    customer: {
      name: customer.name,
      email: customer.email,
      phone: blankToUndefined(customer.phone),
      company: blankToUndefined(customer.company),
      vatId: blankToUndefined(customer.vatId),
    },
    billingAddress: values.billingAddress,
    deliveryAddress:
      values.delivery === 'shipping' && values.differentDeliveryAddress
        ? values.deliveryAddress
        : undefined,
    delivery: values.delivery,
    paymentMethod: values.paymentMethod,
    acceptTerms: values.acceptTerms,
    note: blankToUndefined(values.note),
    language,
  };
}

/**
 * Checks the form with the contract the server checks the body with, so both agree on every
 * rule; each issue becomes a problem at its field (the first one per field).
 */
export function validateCheckout(values: CheckoutValues, language: Language): CheckoutValidation {
  const result = placeOrderBodySchema.safeParse(toPlaceOrderInput(values, language));
  if (result.success) return { valid: true, body: result.data };
  const problems: FieldProblems = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if (isCheckoutFieldPath(path) && !problems[path]) {
      problems[path] = problemOf(issue, path, values);
    }
  }
  return { valid: false, problems };
}

/** The contract's own message for text that changes its direction, as the form's problem. */
function directionControlProblem(message: string): FieldProblem | undefined {
  return message === DIRECTION_CONTROL_MESSAGE ? { key: 'directionControls' } : undefined;
}

function problemOf(
  issue: ContractIssue,
  path: CheckoutFieldPath,
  values: CheckoutValues,
): FieldProblem {
  const field = path.split('.').at(-1);
  const directionControls = directionControlProblem(issue.message);
  if (directionControls) return directionControls;
  switch (issue.code) {
    case 'too_small':
    case 'invalid_type':
      return { key: 'required' };
    case 'too_big':
      return { key: 'tooLong', values: { max: Number(issue.maximum) } };
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'email' };
      return { key: field === 'phone' ? 'phone' : 'singleLine' };
    case 'invalid_value':
      if (field === 'acceptTerms') return { key: 'acceptTerms' };
      return { key: field === 'country' ? 'country' : 'choose' };
    default:
      return fieldRuleProblem(path, values) ?? { key: 'serverRejected' };
  }
}

/**
 * The rules that are more than a format of their own: a postal code of the address's country,
 * and a VAT ID of the country its prefix names.
 */
function fieldRuleProblem(
  path: CheckoutFieldPath,
  values: CheckoutValues,
): FieldProblem | undefined {
  if (path === 'billingAddress.postalCode' || path === 'deliveryAddress.postalCode') {
    const address = path === 'billingAddress.postalCode' ? 'billingAddress' : 'deliveryAddress';
    return { key: 'postalCode', values: { country: values[address].country } };
  }
  if (path === 'customer.vatId') return vatIdFieldProblem(values.customer.vatId);
  return undefined;
}

/** Why a VAT ID is refused, told the way the contract's check tells it, as a text key. */
export function vatIdFieldProblem(vatId: string): FieldProblem | undefined {
  if (vatIdProblem(vatId) === undefined) return undefined;
  const prefix = normalizeVatId(vatId).slice(0, 2);
  if (!vatIdFormats[prefix]) return { key: 'vatIdCountry' };
  if (prefix === 'DE') return { key: 'vatIdGerman' };
  if (prefix === 'PL') return { key: 'vatIdPolish' };
  // Greece writes EL in VAT IDs; its country code is GR.
  return { key: 'vatIdFormat', values: { country: prefix === 'EL' ? 'GR' : prefix } };
}

/**
 * The server's field issues (400) as problems at the fields. Its messages are English, so each
 * field gets the text of its own rule when the form can tell which rule it is (by the contract's
 * message, or by the form's own check), and otherwise a plain 'not accepted'. Issues at no field
 * of the form come back as `unplaced`.
 */
export function serverIssuesToProblems(
  issues: readonly FieldIssue[],
  values: CheckoutValues,
  language: Language,
): { problems: FieldProblems; unplaced: FieldIssue[] } {
  const local = validateCheckout(values, language);
  const localProblems = local.valid ? {} : local.problems;
  const problems: FieldProblems = {};
  const unplaced: FieldIssue[] = [];
  for (const issue of issues) {
    if (!isCheckoutFieldPath(issue.path)) {
      unplaced.push(issue);
      continue;
    }
    const value = valueAt(values, issue.path);
    problems[issue.path] ??=
      directionControlProblem(issue.message) ??
      localProblems[issue.path] ??
      (value === '' ? { key: 'required' } : fieldRuleProblem(issue.path, values)) ??
      ({ key: 'serverRejected' } satisfies FieldProblem);
  }
  return { problems, unplaced };
}

/** A country's name in the page's language ('Polen', 'Poland', 'Polska'). */
export function countryName(country: OrderCountry | string, language: Language): string {
  return localeFormats(language).country(country);
}
