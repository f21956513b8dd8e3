// Part H's table: the laser quote's figures beside their targets.
import { mb } from './laser-quote.js';
import { printTable } from './print-table.js';

/** H) The laser quote's figures against their targets (5 s, aim 3 s, 1.5 GB, 2 s). */
export function printLaserQuote({ file, machine, node, service, browser, hostile }) {
  const seconds = (ms) => (typeof ms === 'number' ? `${(ms / 1000).toFixed(2)} s` : 'n/a');
  const over = (value, limit) => (typeof value === 'number' && value > limit ? '  OVER' : '');
  printTable(
    `H) laser quote, ${(file.bytes / 1e6).toFixed(1)} MB DXF, ${file.holes} holes (${file.pierceCount} pierces)`,
    [
      ['measure', 'value', 'target'],
      ['machine', `${machine.cpus} CPUs, load average ${machine.loadAverage.join(' / ')}`, ''],
      ['bare dxf.parseString (Node, median of 3)', seconds(node.bareParseMs), ''],
      ['readDxf (Node)', seconds(node.readDxfMs), ''],
      ['  ratio readDxf / bare parser', `${node.ratio}x`, ''],
      [
        '  phases parse / entities / contours / preview',
        `${node.phases.parseMs} / ${node.phases.entitiesMs} / ${node.phases.contoursMs} / ${node.phases.previewMs} ms`,
        '',
      ],
      ['  Node peak RSS', mb(node.peakRssBytes), ''],
      ...(service.error
        ? [['service', `failed: ${service.error.split('\n')[0].slice(0, 140)}`, '']]
        : [
            [
              `service: POST /api/laser-quotes (median of ${service.runsMs.length})`,
              `${seconds(service.medianMs)} (${service.runsMs.join(', ')} ms)${over(service.medianMs, 5000)}`,
              '< 5 s',
            ],
            ['  ratio service / bare parser', `${service.ratioToBareParser}x`, ''],
            [
              '  pricing process peak memory',
              `${mb(service.pricingPeakBytes)}${over(service.pricingPeakBytes, 1.5e9)}`,
              '< 1.5 GB',
            ],
            ['  gateway process peak memory', mb(service.gatewayPeakBytes), ''],
          ]),
      ...(browser.error
        ? [['browser', `failed: ${browser.error.split('\n')[0].slice(0, 140)}`, '']]
        : [
            [
              `browser: file chosen -> part and metrics drawn (median of ${browser.runs.length})`,
              `${seconds(browser.quoteMedianMs)} (${browser.runs.map((run) => run.quoteMs).join(', ')} ms)${over(
                browser.quoteMedianMs,
                5000,
              )}`,
              '< 5 s, aim 3 s',
            ],
            [
              '  longest main-thread task (median / max)',
              `${browser.maxLongTaskMedianMs} / ${browser.maxLongTaskMs} ms`,
              'responsive',
            ],
            [
              '  longest gap between frames (median / max)',
              `${browser.maxFrameGapMedianMs} / ${browser.maxFrameGapMs} ms`,
              'responsive',
            ],
          ]),
      ...(hostile.error
        ? [['hostile files', `failed: ${hostile.error.split('\n')[0].slice(0, 140)}`, '']]
        : hostile.map((item) => [
            `hostile: ${item.name}`,
            `${item.status} ${item.code ?? ''} after ${seconds(item.ms)}${over(item.ms, 2000)}; ` +
              `next quote ${item.nextQuoteStatus} (${item.nextQuoteMs} ms)`,
            '< 2 s, then serving',
          ])),
    ],
  );
}
