/**
 * A stand-in for Stripe.js in the page, as the real one would be on `window` once its script
 * loaded (`@stripe/stripe-js` then uses it as it is). Its card field is one text input; typing
 * Stripe's test numbers makes the test payment methods Stripe's API takes (`pm_card_visa` ...),
 * and each call is recorded so a test can check what the form asked of Stripe.
 */
export interface StandInStripe {
  /** `Stripe(publishableKey, options)` calls: the key and the connected account. */
  instances: { publishableKey: string; options: Record<string, unknown> | undefined }[];
  /** `createPaymentMethod` calls' billing details. */
  createdFor: unknown[];
}

const PAYMENT_METHODS: Record<string, string> = {
  '4242424242424242': 'pm_card_visa',
  '4000000000000002': 'pm_card_chargeDeclined',
};

type Handler = (event: unknown) => void;

function cardElement() {
  const handlers = new Map<string, Handler>();
  const input = document.createElement('input');
  input.setAttribute('aria-label', 'Card number');
  input.addEventListener('input', () => {
    const digits = input.value.replace(/\s+/g, '');
    handlers.get('change')?.({ elementType: 'card', empty: digits === '', complete: digits.length === 16 });
  });
  const element = {
    value: () => input.value.replace(/\s+/g, ''),
    mount(node: HTMLElement) {
      node.appendChild(input);
      setTimeout(() => handlers.get('ready')?.(element));
    },
    on(event: string, handler: Handler) {
      handlers.set(event, handler);
      return element;
    },
    off(event: string) {
      handlers.delete(event);
      return element;
    },
    update() {},
    unmount() {
      input.remove();
    },
    destroy() {
      input.remove();
    },
  };
  return element;
}

export function installStandInStripe(): StandInStripe {
  const record: StandInStripe = { instances: [], createdFor: [] };
  const Stripe = (publishableKey: string, options?: Record<string, unknown>) => {
    record.instances.push({ publishableKey, options });
    const made = new Map<string, ReturnType<typeof cardElement>>();
    return {
      elements: () => ({
        create(type: string) {
          const element = cardElement();
          made.set(type, element);
          return element;
        },
        // Stripe.js also takes React's element components here, which name their type.
        getElement: (type: string | { __elementType: string }) =>
          made.get(typeof type === 'string' ? type : type.__elementType) ?? null,
        update() {},
      }),
      async createPaymentMethod(request: { card: ReturnType<typeof cardElement>; billing_details: unknown }) {
        record.createdFor.push(request.billing_details);
        const id = PAYMENT_METHODS[request.card.value()];
        return id ? { paymentMethod: { id } } : { error: { message: 'Your card number is invalid.' } };
      },
      createToken: async () => ({ error: { message: 'Not in the stand-in.' } }),
      confirmCardPayment: async () => ({ error: { message: 'Not in the stand-in.' } }),
    };
  };
  Object.assign(window, { Stripe: Object.assign(Stripe, { version: 'endive' }) });
  return record;
}
