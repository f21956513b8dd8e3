import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CartLine, PlaceOrderResponse } from '@shop/contracts';
import { ApiError, cartQueryKey } from '@shop/ui';
import { usePageLanguage } from '../../../i18n/page-language';
import { useShopTranslation } from '../../../i18n/shop-translations';
import { usePlaceOrder } from '../api/place-order';
import { afterPointerRelease, watchPointer } from './after-pointer-release';
import {
  clearCheckoutStorage,
  dropAttempt,
  loadDraft,
  saveAlreadyOrderedNumber,
  saveDraft,
} from './checkout-draft-storage';
import {
  alreadyOrderedNumberOf,
  checkoutFailureOf,
  endsAttempt,
  type CheckoutFailure,
} from './checkout-failure';
import {
  countryName,
  serverIssuesToProblems,
  validateCheckout,
  type FieldProblem,
  type FieldProblems,
} from './checkout-validation';
import {
  checkoutFieldId,
  checkoutFieldPaths,
  valueAt,
  withValue,
  type CheckoutDraft,
  type CheckoutFieldPath,
  type CheckoutValues,
} from './checkout-values';
import { attemptFingerprint, attemptIdempotencyKey } from './idempotency-key';

interface CheckoutFormOptions {
  /** The cart lines being ordered: an attempt's idempotency key is for these and the values. */
  lines: readonly CartLine[];
  /** Whether the totals (VAT, shipping) are known: an order is only sent with them on screen. */
  totalsKnown: boolean;
  onPlaced(order: PlaceOrderResponse): void;
}

/**
 * What the page shows above the submit button after a failed try; `orderNumber` is the order an
 * already ordered cart went into.
 */
export type CheckoutBanner =
  { kind: 'invalid' } | { kind: 'failed'; failure: CheckoutFailure; orderNumber?: string };

/** The props a text field, select or text area of the form takes. */
export interface CheckoutFieldProps {
  id: string;
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  error: string | undefined;
}

/**
 * The checkout form: its values (kept as a draft in the tab's session storage, without the
 * terms), the contract's checks shown once a field is left or the form is sent, the server's field
 * issues, and one order request at a time under the attempt's idempotency key, asked again while
 * the server is still placing the order (`confirming`).
 */
export function useCheckoutForm({ lines, totalsKnown, onPlaced }: CheckoutFormOptions) {
  const { t } = useShopTranslation();
  const language = usePageLanguage();
  const [values, setValues] = useState<CheckoutValues>(() => ({
    ...loadDraft(),
    acceptTerms: false,
  }));
  const [touched, setTouched] = useState<ReadonlySet<CheckoutFieldPath>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverProblems, setServerProblems] = useState<FieldProblems>({});
  const [banner, setBanner] = useState<CheckoutBanner>();
  const [focusRequest, setFocusRequest] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const sending = useRef(false);
  const queryClient = useQueryClient();
  const placeOrder = usePlaceOrder({ onPending: () => setConfirming(true) });

  // A cart on the form is a new one: an earlier cart's note that it was ordered already is done.
  useEffect(() => saveAlreadyOrderedNumber(undefined), []);

  useEffect(() => {
    const { acceptTerms: _notKept, ...draft } = values;
    saveDraft(draft satisfies CheckoutDraft);
  }, [values]);

  const validation = useMemo(() => validateCheckout(values, language), [values, language]);
  const problems = useMemo(() => {
    const local = validation.valid ? {} : validation.problems;
    const visible: FieldProblems = {};
    for (const path of checkoutFieldPaths) {
      const problem =
        serverProblems[path] ?? (submitted || touched.has(path) ? local[path] : undefined);
      if (problem) visible[path] = problem;
    }
    return visible;
  }, [validation, serverProblems, submitted, touched]);

  // Focus goes to the first field in error after a refused submit (the page's order, top down).
  useEffect(() => {
    if (focusRequest === 0) return;
    const first = checkoutFieldPaths.find((path) => problems[path]);
    const element = first && document.getElementById(checkoutFieldId(first));
    if (!element) return;
    // Centred rather than scrolled just into view, where the sticky header would cover it and
    // its label.
    element.focus({ preventScroll: true });
    element.scrollIntoView?.({ block: 'center' });
    // Only a new request moves the focus, not every change of the problems while typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  const message = useCallback(
    (problem: FieldProblem | undefined) =>
      problem &&
      t(`checkout.errors.${problem.key}`, {
        max: problem.values?.max,
        country: problem.values?.country && countryName(problem.values.country, language),
      }),
    [t, language],
  );

  const setValue = (
    path: CheckoutFieldPath | 'differentDeliveryAddress',
    value: string | boolean,
  ) => {
    setValues((current) => withValue(current, path, value));
    if (path !== 'differentDeliveryAddress') {
      setServerProblems(({ [path]: _fixed, ...rest }) => rest);
    }
  };

  useEffect(watchPointer, []);
  const touch = (path: CheckoutFieldPath) =>
    afterPointerRelease(() =>
      setTouched((current) => (current.has(path) ? current : new Set(current).add(path))),
    );

  const field = (path: CheckoutFieldPath): CheckoutFieldProps => ({
    id: checkoutFieldId(path),
    value: String(valueAt(values, path)),
    onChange: (value) => setValue(path, value),
    onBlur: () => touch(path),
    error: message(problems[path]),
  });

  const showFailure = (error: unknown) => {
    if (endsAttempt(error)) dropAttempt();
    const orderNumber = alreadyOrderedNumberOf(error);
    if (orderNumber !== undefined) {
      // The empty checkout the page shows once the cart is read again still names the order.
      saveAlreadyOrderedNumber(orderNumber);
      // The cart's lines went into that order: the badge and the summary read the cart again.
      void queryClient.invalidateQueries({ queryKey: cartQueryKey });
    }
    setBanner({ kind: 'failed', failure: checkoutFailureOf(error), orderNumber });
  };

  const submit = () => {
    // A second click before the first answer sends nothing: one attempt, one request.
    if (sending.current) return;
    setSubmitted(true);
    setServerProblems({});
    if (!validation.valid) {
      setBanner({ kind: 'invalid' });
      setFocusRequest((request) => request + 1);
      return;
    }
    if (!totalsKnown) {
      setBanner({ kind: 'failed', failure: 'totalsMissing' });
      return;
    }
    setBanner(undefined);
    sending.current = true;
    const idempotencyKey = attemptIdempotencyKey(attemptFingerprint(validation.body, lines));
    placeOrder.mutate(
      { body: validation.body, idempotencyKey },
      {
        onSuccess: (order) => {
          clearCheckoutStorage();
          onPlaced(order);
        },
        onError: (error) => {
          const issues =
            error instanceof ApiError && error.status === 400 ? error.body?.issues : undefined;
          const placed = issues ? serverIssuesToProblems(issues, values, language) : undefined;
          if (placed && Object.keys(placed.problems).length > 0) {
            setServerProblems(placed.problems);
            setBanner({ kind: 'invalid' });
            setFocusRequest((request) => request + 1);
          } else {
            showFailure(error);
          }
        },
        onSettled: () => {
          sending.current = false;
          setConfirming(false);
        },
      },
    );
  };

  const problemCount = Object.keys(problems).length;
  return {
    values,
    field,
    setValue,
    touch,
    errorOf: (path: CheckoutFieldPath) => message(problems[path]),
    submit,
    pending: placeOrder.isPending,
    /** The server is still placing the order; the page asks again by itself. */
    confirming,
    banner: banner?.kind === 'invalid' && problemCount === 0 ? undefined : banner,
    problemCount,
  };
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;
