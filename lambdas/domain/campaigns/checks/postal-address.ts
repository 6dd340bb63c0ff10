import type { Check } from './check-input';

/** Error: no postal address (the law, e.g. CAN-SPAM, asks for one in every marketing email's footer). */
export const postalAddressCheck: Check = ({ postalAddress }) =>
  postalAddress?.trim()
    ? []
    : [
        {
          id: 'postal-address',
          severity: 'error',
          message: 'Your business has no postal address yet; the law asks for one in every marketing email.',
          fix: 'Add your postal address (a street address or a PO box); it is printed in the email’s footer.',
        },
      ];
