import { flowMessages } from '../../../shared/contracts/flows';
import { DomainError } from '../errors';

/** Another account's flow, a deleted one and an id that cannot be one all answer the same 404. */
export const flowNotFound = () => new DomainError('not_found', 'flow_not_found', flowMessages.notFound);

/** The edit started from a version that is no longer the newest (409; nothing changed). */
export const flowVersionConflict = () =>
  new DomainError('conflict', 'version_conflict', flowMessages.versionConflict);

/** A status change or delete the flow's status does not allow (409; nothing changed). */
export const flowWrongStatus = (message: string) => new DomainError('conflict', 'wrong_status', message);

/** A `moves` entry that names no removed step or no step to go to (400; nothing changed). */
export const flowBadMove = () => new DomainError('invalid', 'invalid_move', flowMessages.badMove);
