export { cookieValue, requestCookie } from './cookies';
