/**
 * Answers that more than one request received from one read (server/plugins/sharedReads.ts): the serializer
 * (zodProvider.ts) writes each of them once and hands the same text to every request that shares it. Only
 * these: remembering every answer's text cost a WeakMap entry a request, for answers almost never shared when
 * every request differs.
 */
export const sharedAnswers = new WeakSet<object>();
