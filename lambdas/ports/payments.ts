export interface CheckoutSession {
  id: string;
  url: string;
}

export interface Payments {
  readonly provider: 'stripe' | 'local';
  createCheckout(input: {
    userId: string;
    email: string;
    priceId: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<CheckoutSession>;
}
