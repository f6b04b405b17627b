/** The id of the `<script type="application/json">` a server-rendered page carries its data in. */
export const QUERY_STATE_ELEMENT_ID = '__QUERY_STATE__';
