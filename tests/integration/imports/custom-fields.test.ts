/**
 * Issue 30: extra columns of an import (City, Birthday, Plan) end as typed custom fields on the contacts,
 * in the account's field catalogue, shown by the preview as "custom field (type)".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { contactFieldsResponseSchema, contactListResponseSchema } from '../../../shared/contracts/contacts';
import { call } from '../helpers/api';
import { newUser } from '../helpers/cognito';
import { finished, preview, startImport, uploaded } from './support';

type User = Awaited<ReturnType<typeof newUser>>;
let ann: User;

beforeAll(async () => {
  ann = await newUser('import-fields');
});

describe('an import with extra columns', () => {
  it('stores City, Birthday and Plan as text, date and number fields, typed in the catalogue', async () => {
    const csv = [
      'Email,First Name,City,Birthday,Plan',
      'ann@fields.test,Ann,Lyon,25/03/1990,3',
      'bob@fields.test,Bob,Paris,03/04/1991,10',
      'cy@fields.test,Cy,,,',
    ].join('\n');
    const ticket = await uploaded(ann.idToken, csv);
    const p = await preview(ann.idToken, ticket.importId);
    expect(p.customFields).toEqual([
      { column: 2, name: 'City', key: 'city', type: 'text' },
      { column: 3, name: 'Birthday', key: 'birthday', type: 'date', order: 'dmy' },
      { column: 4, name: 'Plan', key: 'plan', type: 'number' },
    ]);
    const res = await startImport(ann.idToken, ticket.importId, { mapping: p.mapping, attestation: true });
    expect(res.status, res.text).toBe(200);
    expect(await finished(ann.idToken, ticket.importId)).toMatchObject({ status: 'done', added: 3 });

    const fields = await call('/api/contacts/fields', { token: ann.idToken });
    expect(fields.status, fields.text).toBe(200);
    expect(contactFieldsResponseSchema.parse(fields.body).fields).toEqual([
      { name: 'City', key: 'city', type: 'text' },
      { name: 'Birthday', key: 'birthday', type: 'date' },
      { name: 'Plan', key: 'plan', type: 'number' },
    ]);
    const list = await call('/api/contacts', { token: ann.idToken });
    const byEmail = new Map(
      contactListResponseSchema.parse(list.body).contacts.map((c) => [c.email, c.fields]),
    );
    expect(byEmail.get('ann@fields.test')).toEqual({ city: 'Lyon', birthday: '1990-03-25', plan: 3 });
    expect(byEmail.get('bob@fields.test')).toEqual({ city: 'Paris', birthday: '1991-04-03', plan: 10 });
    expect(byEmail.get('cy@fields.test')).toBeUndefined();
  });
});
