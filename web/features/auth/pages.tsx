// The account screens of docs/product.md › Sign in and sign up (the router imports these names).
export { LoginPage } from './LoginPage';
export { SignupPage } from './SignupPage';
