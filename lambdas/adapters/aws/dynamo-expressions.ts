import type { NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import type { Item, TransactWrite } from '../../ports/store';

interface Expression {
  ConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, NativeAttributeValue>;
}

/** The condition of one transaction write, in DynamoDB's expression language. */
export function conditionOf(write: TransactWrite): Expression {
  const c = write.condition;
  if (c === undefined) return {};
  if (c === 'absent') return { ConditionExpression: 'attribute_not_exists(pk)' };
  if (c === 'present') return { ConditionExpression: 'attribute_exists(pk)' };
  if ('absentOr' in c) {
    return {
      ConditionExpression: 'attribute_not_exists(pk) OR #c = :c',
      ExpressionAttributeNames: { '#c': c.absentOr.attribute },
      ExpressionAttributeValues: { ':c': c.absentOr.equals },
    };
  }
  return {
    ConditionExpression: '#c = :c',
    ExpressionAttributeNames: { '#c': c.attribute },
    ExpressionAttributeValues: { ':c': c.equals },
  };
}

/** SET for defined values, REMOVE for undefined ones; attribute names always go through placeholders. */
export function updateExpression(
  set: Item,
  condition?: string,
): Required<Pick<Expression, 'ExpressionAttributeNames'>> & Expression & { UpdateExpression: string } {
  const names: Record<string, string> = {};
  const values: Record<string, NativeAttributeValue> = {};
  const sets: string[] = [];
  const removes: string[] = [];
  Object.entries(set).forEach(([name, value], i) => {
    names[`#a${i}`] = name;
    if (value === undefined) removes.push(`#a${i}`);
    else {
      values[`:v${i}`] = value;
      sets.push(`#a${i} = :v${i}`);
    }
  });
  const parts = [
    sets.length ? `SET ${sets.join(', ')}` : '',
    removes.length ? `REMOVE ${removes.join(', ')}` : '',
  ];
  return {
    UpdateExpression: parts.filter(Boolean).join(' '),
    ExpressionAttributeNames: names,
    ...(sets.length ? { ExpressionAttributeValues: values } : {}),
    ...(condition ? { ConditionExpression: condition } : {}),
  };
}
