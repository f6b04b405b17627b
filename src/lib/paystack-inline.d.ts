/** Types of the part of Paystack's official pop-up (`@paystack/inline-js`, shipped without types) that we use. */
declare module '@paystack/inline-js' {
  export interface PaystackCustomField {
    display_name: string;
    variable_name: string;
    value: unknown;
  }

  export interface PaystackNewTransactionOptions {
    key: string;
    email: string;
    /** Kobo. */
    amount: number;
    currency?: string;
    reference?: string;
    /** A plan code: the charge is the plan's first and Paystack subscribes the customer to it. */
    plan?: string;
    metadata?: { custom_fields?: PaystackCustomField[]; [key: string]: unknown };
    onSuccess?: (transaction: { id: number; reference: string; message: string }) => void;
    onCancel?: () => void;
    onLoad?: (response: { id: number; accessCode: string }) => void;
    onError?: (error: { message: string }) => void;
  }

  export default class PaystackPop {
    static isLoaded(): boolean;
    newTransaction(options: PaystackNewTransactionOptions): unknown;
  }
}
