/** SHA-512 crypt against the test vectors of its specification (Drepper, "Unix crypt using SHA-256 and SHA-512"). */
import { describe, expect, it } from 'vitest';
import { sha512Crypt } from './sha512-crypt';

describe('sha512Crypt', () => {
  it.each([
    [
      'Hello world!',
      'saltstring',
      undefined,
      '$6$saltstring$svn8UoSVapNtMuq1ukKS4tPQd8iKwSMHWjl/O817G3uBnIFNjnQJuesI68u4OTLiBFdcbYEdFCoEOfaS35inz1',
    ],
    [
      'Hello world!',
      'saltstringsaltstring',
      10000,
      '$6$rounds=10000$saltstringsaltst$OW1/O6BYHV6BcXZu8QVeXbDWra3Oeqh0sbHbbMCVNSnCM/UrjmM0Dp8vOuZeHBy/YTBmSK6H9qs/y3RnOaw5v.',
    ],
    [
      'This is just a test',
      'toolongsaltstring',
      5000,
      '$6$rounds=5000$toolongsaltstrin$lQ8jolhgVRVhY4b5pZKaysCLi0QBxGoNeKQzQ3glMhwllF7oGDZxUhx1yxdYcz/e1JSbq3y6JMxxl8audkUEm0',
    ],
    [
      'a very much longer text to encrypt.  This one even stretches over morethan one line.',
      'anotherlongsaltstring',
      1400,
      '$6$rounds=1400$anotherlongsalts$POfYwTEok97VWcjxIiSOjiykti.o/pQs.wPvMxQ6Fm7I6IoYN3CmLs66x9t0oSwbtEW7o7UmJEiDwGqd8p4ur1',
    ],
    [
      'we have a short salt string but not a short password',
      'short',
      77777,
      '$6$rounds=77777$short$WuQyW2YR.hBNpjjRhpYD/ifIw05xdfeEyQoMxIXbkvr0gge1a1x3yRULJ5CCaUeOxFmtlcGZelFl5CxtgfiAc0',
    ],
    [
      'a short string',
      'asaltof16chars..',
      123456,
      '$6$rounds=123456$asaltof16chars..$BtCwjqMJGx5hrJhZywWvt0RLE8uZ4oPwcelCjmw2kSYu.Ec6ycULevoBK25fs2xXgMNrCzIMVcgEJAstJeonj1',
    ],
    [
      'the minimum number is still observed',
      'roundstoolow',
      10,
      '$6$rounds=1000$roundstoolow$kUMsbe306n21p9R.FRkW3IGn.S9NPN0x50YhH1xhLsPuWGsUSklZt58jaTfF4ZEQpyUNGc0dqbpBYYBaHHrsX.',
    ],
  ])('hashes %j with salt %s as the specification says', (password, salt, rounds, expected) => {
    expect(sha512Crypt(password, salt, rounds)).toBe(expected);
  });

  it('makes a new 16-character salt each time', () => {
    const [a, b] = [sha512Crypt('Stud3nt@Pass01'), sha512Crypt('Stud3nt@Pass01')];
    expect(a).toMatch(/^\$6\$[./0-9A-Za-z]{16}\$[./0-9A-Za-z]{86}$/);
    expect(a).not.toBe(b);
  });
});
