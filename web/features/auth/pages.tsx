// The account screens of spec 1 §2 (the router imports these names).
export { LoginPage } from './LoginPage';
export { SignupPage } from './SignupPage';
