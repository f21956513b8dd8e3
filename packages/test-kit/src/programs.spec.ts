import { describe, expect, it } from '@jest/globals';
import { describeMissingPrograms, programs } from './harness/programs.js';

describe('the programs the tests need', () => {
  it('names each with the Debian package that installs it', () => {
    expect(programs.map((program) => [program.name, program.debianPackage])).toEqual([
      ['nats-server', 'nats-server'],
      ['Chromium', 'chromium'],
      ['poppler-utils (pdftotext, pdfinfo, pdffonts)', 'poppler-utils'],
      ['ezdxf (Python)', 'python3-ezdxf'],
      ['docker-compose', 'docker-compose'],
      ['nginx', 'nginx-light'],
    ]);
  });

  it('says nothing when none is missing', () => {
    expect(describeMissingPrograms([])).toBeNull();
  });

  it('says why a missing one is needed and the command that installs it', () => {
    const nginx = programs.find((program) => program.name === 'nginx')!;
    expect(describeMissingPrograms([nginx])).toBe(
      [
        'Missing a program the tests need:',
        '',
        '  nginx: the deployables step, which serves the built front ends with the web images\u2019 nginx',
        '    install it: apt-get install -y nginx-light',
      ].join('\n'),
    );
  });

  it('gives one command for several', () => {
    const message = describeMissingPrograms(programs.slice(0, 2))!;
    expect(message.split('\n').at(0)).toBe('Missing programs the tests need:');
    expect(message.split('\n').at(-1)).toBe('All at once: apt-get install -y nats-server chromium');
  });
});
