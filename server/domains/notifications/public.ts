/** What other domains use of the notifications domain: keeping a submission's `notify` choice on its job (ADR 0059). */
export { keepJobNotify } from './preferences';
