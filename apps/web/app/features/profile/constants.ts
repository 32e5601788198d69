/** The cookie the server reads the session token from (see the API's auth plugin). */
export const SESSION_COOKIE_NAME = 'session';
