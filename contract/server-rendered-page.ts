/** The id of the `<script type="application/json">` a server-rendered page carries its data in. */
export const QUERY_STATE_ELEMENT_ID = '__QUERY_STATE__';

/**
 * A form posted without the app and answered by the server with its page: the values sent, the message for
 * each field that was wrong, and a message for the whole form. The page renders it, and the app (when it
 * runs) starts from it, read from the page's data under `formAnswerQueryKey`.
 */
export interface FormAnswer {
  values: Record<string, string>;
  errors: Record<string, string>;
  /** 'submitted': stored (the form shows empty again); 'refused': something to fix. */
  outcome: 'submitted' | 'refused';
  message?: string;
}

/** The cache key a page's form answer is embedded under. */
export const formAnswerQueryKey = (form: 'member-request' | 'donation') => ['form-answer', form] as const;
