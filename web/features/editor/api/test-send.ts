import {
  editorApiPaths,
  testSendResponseSchema,
  type TestSendResponse,
} from '../../../../shared/contracts/editor';
import { api } from '../../../lib/api-client';

/** POST test-send: mails the project's saved document to one recipient. */
export function testSend(
  projectId: string,
  recipientEmail: string,
  expectedVersion?: number,
): Promise<TestSendResponse> {
  return api.post(
    editorApiPaths.testSend(projectId),
    { recipientEmail, ...(expectedVersion === undefined ? {} : { expectedVersion }) },
    { schema: testSendResponseSchema },
  );
}
