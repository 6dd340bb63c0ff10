import { Logger } from '@aws-lambda-powertools/logger';
import type { Config } from '../config';

const SERVICE = 'jungle-mail-api';
const loggers = new WeakMap<Config, Logger>();

/** One Powertools logger per cold start (per stack locally); each request gets a child with its keys. */
export function rootLogger(config?: Config): Logger {
  if (!config) return new Logger({ serviceName: SERVICE });
  let logger = loggers.get(config);
  if (!logger) {
    logger = new Logger({ serviceName: SERVICE, logLevel: config.logLevel });
    loggers.set(config, logger);
  }
  return logger;
}
