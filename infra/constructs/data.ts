/** The single DynamoDB table, built from lambdas/table.ts (the same definition the local stack uses). */
import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { table as def } from '../../lambdas/table';

const attribute = (a: { name: string; type: 'S' | 'N' | 'B' }): dynamodb.Attribute => ({
  name: a.name,
  type: {
    S: dynamodb.AttributeType.STRING,
    N: dynamodb.AttributeType.NUMBER,
    B: dynamodb.AttributeType.BINARY,
  }[a.type],
});

export class Data extends Construct {
  readonly table: dynamodb.TableV2;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.table = new dynamodb.TableV2(this, def.id, {
      partitionKey: attribute(def.partitionKey),
      sortKey: attribute(def.sortKey),
      globalSecondaryIndexes: def.globalSecondaryIndexes.map((gsi) => ({
        indexName: gsi.indexName,
        partitionKey: attribute(gsi.partitionKey),
        sortKey: attribute(gsi.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
      })),
      timeToLiveAttribute: def.timeToLiveAttribute,
      // New tracking events feed the analytics aggregator (infra/constructs/stream-function.ts).
      dynamoStream: dynamodb.StreamViewType[def.stream],
      billing: dynamodb.Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
