import { describe, expect, it } from 'vitest';
import { GatewayError } from '@/api/gateway';
import { fieldPathOf, gatewayFieldErrors } from './field-refusals';

const rule = (validation: GatewayError['validation'], retCode = 1100) =>
  new GatewayError({ retCode, message: 'Refused', action: 'job/submitJob', kind: 'http', status: 409, validation, fromGateway: true });

describe('gateway refusals on form fields', () => {
  it('reads the field path of a validation location', () => {
    expect(fieldPathOf(['body', 'cores'])).toEqual(['cores']);
    expect(fieldPathOf(['query', 'node_config', 'compute'])).toEqual(['node_config', 'compute']);
    expect(fieldPathOf(['action'])).toEqual(['action']);
  });

  it("puts a rule's problems on the fields of the form it names, in the gateway's words", () => {
    const errors = gatewayFieldErrors(
      rule([
        { location: ['body', 'cores'], message: 'too many for the queue' },
        { location: ['body', 'node_config', 'compute'], message: 'count out of range' },
        { location: ['body', 'cores'], message: '' },
        { location: ['action'], message: 'must be job/submitJob' },
      ]),
      ['cores', 'node_config'],
    );
    expect(errors).toEqual({
      cores: { __errors: ['too many for the queue', 'Refused'] },
      node_config: { compute: { __errors: ['count out of range'] } },
    });
  });

  it('leaves other refusals to the toast', () => {
    expect(gatewayFieldErrors(rule([{ location: ['body', 'cores'], message: 'x' }], 2400))).toBeUndefined();
    expect(gatewayFieldErrors(rule([{ location: ['action'], message: 'x' }]), ['cores'])).toBeUndefined();
    expect(gatewayFieldErrors(new Error('network'))).toBeUndefined();
  });
});
