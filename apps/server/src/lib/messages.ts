/** Texts the server sends that the spec fixes word for word. */
export const FIELD_REQUIRED_MESSAGE = 'This field is required';
