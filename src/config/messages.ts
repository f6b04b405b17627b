/** Messages of the app shell that more than one module shows or checks. */
export const SESSION_MESSAGES = {
  sessionExpired: 'Your session has expired. Please sign in again.',
} as const;

export const SIGN_IN_MESSAGES = {
  loginFailed: 'Login failed',
  somethingWentWrong: 'Something went wrong',
} as const;

export const API_MESSAGES = {
  requestFailed: 'The request could not be completed. Please try again.',
  networkFailed: 'Could not reach the server. Check your connection and try again.',
  notOffered: 'This server does not offer this screen.',
  unreadableAnswer: 'The server sent an answer the site cannot read. Please try again later.',
} as const;

export const NOT_FOUND_MESSAGES = {
  heading: 'Page Not Found',
  text: 'The page you are looking for does not exist or has moved.',
  homeLink: 'Go back home',
} as const;
