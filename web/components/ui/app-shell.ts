/**
 * The element holding the page (app/layout); made inert while a dialog is open. Toasts live outside it.
 * Its own module so the shell, on every page, does not load the Dialog to learn its id.
 */
export const APP_SHELL_ID = 'app-shell';
