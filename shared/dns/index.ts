export * from './dmarc';
export * from './names';
export * from './providers';
export * from './reasons';
export * from './records';
export * from './spf';
export * from './status';
