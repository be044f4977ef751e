import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeFile } from './local-file-encoding.js';
import { parseLocalFile } from './local-file.js';

const ris = (title: string, authors: string[], abstract: string) =>
  [
    'TY  - JOUR',
    `TI  - ${title}`,
    ...authors.map((author) => `AU  - ${author}`),
    `AB  - ${abstract}`,
    'PY  - 2021',
    'ER  - ',
    '',
  ].join('\r\n');

const samples = [
  {
    encoding: 'gbk',
    detected: 'GB18030',
    text: ris(
      '基于深度学习的土壤有机碳空间分布预测研究',
      ['王晓明', '李华'],
      '本文利用卷积神经网络对黄土高原地区的土壤有机碳含量进行了预测，结果表明该方法优于传统克里金插值。',
    ),
  },
  {
    encoding: 'shift_jis',
    detected: 'Shift_JIS',
    text: ris(
      '深層学習による土壌有機炭素の空間分布予測',
      ['山田, 太郎', '鈴木, 花子'],
      '本研究では畳み込みニューラルネットワークを用いて、関東地方における土壌有機炭素量を推定した。',
    ),
  },
  {
    encoding: 'windows-1252',
    detected: 'windows-1252',
    text: ris(
      'Les “sols” de la région Provence–Alpes : étude à l’échelle régionale',
      ['Müller, Jürgen', 'Peña, José'],
      'Über die Böden … des Gärtners; façade, naïve, œuvre, élevé.',
    ),
  },
  {
    encoding: 'latin1',
    detected: 'windows-1252',
    text: ris(
      "Étude des sols de la région de Montpellier à l'échelle régionale",
      ['Müller, Jürgen', 'Peña, José'],
      'Über die Böden des Gärtners; façade, naïve, française, élevé, forêt.',
    ),
  },
];

describe('file encodings', () => {
  it.each(samples)('detects $encoding and reads the text as it was written', ({ encoding, detected, text }) => {
    const decoded = decodeFile(iconv.encode(text, encoding));
    expect(decoded).toEqual({ text, encoding: expect.stringMatching(new RegExp(`^${detected}$`, 'i')) });
  });

  it('reads a Shift-JIS RIS file to its documents, with no warning', () => {
    const result = parseLocalFile('refs.ris', iconv.encode(samples[1]!.text, 'shift_jis'));
    expect(result.errors).toEqual([]);
    expect(result.documents[0]).toMatchObject({
      title: '深層学習による土壌有機炭素の空間分布予測',
      authors: [{ name: '太郎 山田' }, { name: '花子 鈴木' }],
    });
  });

  it('keeps UTF-8 with and without a BOM, and UTF-16 with a BOM, as they are', () => {
    const text = samples[0]!.text;
    expect(decodeFile(Buffer.from(text, 'utf8'))).toEqual({ text, encoding: 'utf-8' });
    expect(decodeFile(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]))).toEqual({
      text,
      encoding: 'utf-8',
    });
    expect(decodeFile(Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(text, 'utf-16le')]))).toEqual({
      text,
      encoding: 'utf-16le',
    });
    expect(decodeFile(Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(text, 'utf-16be')]))).toEqual({
      text,
      encoding: 'utf-16be',
    });
    expect(
      parseLocalFile('refs.ris', Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(text, 'utf-16le')])).documents,
    ).toHaveLength(1);
  });

  it("names a guess below the detector's confidence as a warning of the file", () => {
    // one accented letter in a short record: too little for the detector to be sure
    const bytes = iconv.encode(ris('Caf\u00e9 culture', ['Smith, J.'], 'Short.'), 'latin1');
    const decoded = decodeFile(bytes);
    expect(decoded.warning).toMatch(/^the file is not UTF-8 and its encoding was guessed as .+ with \d+ % confidence/);
    const result = parseLocalFile('refs.ris', bytes);
    expect(result.documents.map((doc) => doc.title)).toEqual(['Café culture']);
    expect(result.errors).toEqual([decoded.warning]);
  });
});
