import type { NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import type { Comparison, FilterTest, Item, PageInput, TransactWrite } from '../../ports/store';

interface Expression {
  ConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, NativeAttributeValue>;
}

/** One attribute test; `n` keeps the placeholders of several tests apart. */
function comparison(c: Comparison, n: number): Required<Expression> {
  const [op, value] =
    'equals' in c ? ['=', c.equals] : 'lessThan' in c ? ['<', c.lessThan] : ['>', c.greaterThan];
  return {
    ConditionExpression: `#c${n} ${op} :c${n}`,
    ExpressionAttributeNames: { [`#c${n}`]: c.attribute },
    ExpressionAttributeValues: { [`:c${n}`]: value as NativeAttributeValue },
  };
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
  const parts = ('all' in c ? c.all : [c]).map(comparison);
  return {
    ConditionExpression: parts.map((p) => p.ConditionExpression).join(' AND '),
    ExpressionAttributeNames: Object.assign({}, ...parts.map((p) => p.ExpressionAttributeNames)),
    ExpressionAttributeValues: Object.assign({}, ...parts.map((p) => p.ExpressionAttributeValues)),
  };
}

/**
 * SET for defined values, REMOVE for undefined ones, ADD for counters; attribute names always go through
 * placeholders.
 */
export function updateExpression(
  set: Item,
  condition?: string,
  add: Record<string, number> = {},
): Required<Pick<Expression, 'ExpressionAttributeNames'>> & Expression & { UpdateExpression: string } {
  const names: Record<string, string> = {};
  const values: Record<string, NativeAttributeValue> = {};
  const sets: string[] = [];
  const removes: string[] = [];
  const adds: string[] = [];
  Object.entries(set).forEach(([name, value], i) => {
    names[`#a${i}`] = name;
    if (value === undefined) removes.push(`#a${i}`);
    else {
      values[`:v${i}`] = value;
      sets.push(`#a${i} = :v${i}`);
    }
  });
  Object.entries(add).forEach(([name, value], i) => {
    names[`#n${i}`] = name;
    values[`:n${i}`] = value;
    adds.push(`#n${i} :n${i}`);
  });
  const parts = [
    sets.length ? `SET ${sets.join(', ')}` : '',
    removes.length ? `REMOVE ${removes.join(', ')}` : '',
    adds.length ? `ADD ${adds.join(', ')}` : '',
  ];
  return {
    UpdateExpression: parts.filter(Boolean).join(' '),
    ExpressionAttributeNames: names,
    ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
    ...(condition ? { ConditionExpression: condition } : {}),
  };
}

/** A query page's filter as a FilterExpression (placeholders #f / :f, apart from the key condition's). */
export function filterExpression(filter: PageInput['filter']): {
  FilterExpression?: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, NativeAttributeValue>;
} {
  const names: Record<string, string> = {};
  const values: Record<string, NativeAttributeValue> = {};
  let n = 0;
  const test = (t: FilterTest) => {
    const i = n++;
    names[`#f${i}`] = t.attribute;
    if ('beginsWith' in t) {
      values[`:f${i}`] = t.beginsWith;
      return `begins_with(#f${i}, :f${i})`;
    }
    values[`:f${i}`] = t.contains;
    return `contains(#f${i}, :f${i})`;
  };
  const parts = [...(filter?.all ?? []).map(test)];
  const any = (filter?.any ?? []).map(test);
  if (any.length) parts.push(`(${any.join(' OR ')})`);
  return {
    ...(parts.length ? { FilterExpression: parts.join(' AND ') } : {}),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}
