/**
 * Request body limits. JSON calls carry a few fields: about 100 KB is plenty, and a client cannot make the
 * server buffer and parse megabytes. The routes that carry a data-URL image (blogs and programs, added or
 * edited) and the membership application (multipart, two files) set their own, larger limit.
 */
export const JSON_BODY_LIMIT = 100 * 1024;

/** A 5 MB image as a base64 data URL (4/3 of it), with the article's text: the content routes' limit. */
export const IMAGE_BODY_LIMIT = 12 * 1024 * 1024;

/** The membership application: a 2 MB photo, a 5 MB certificate and the form fields, with multipart framing. */
export const UPLOAD_BODY_LIMIT = 12 * 1024 * 1024;
