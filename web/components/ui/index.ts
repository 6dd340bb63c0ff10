export { Button, ButtonLink, buttonClassName, type ButtonProps, type ButtonVariant } from './Button';
export { Card } from './Card';
export { Dialog } from './Dialog';
export { Field, useFieldControl } from './Field';
export { Input } from './Input';
export { Spinner } from './Spinner';
export { Textarea } from './Textarea';
