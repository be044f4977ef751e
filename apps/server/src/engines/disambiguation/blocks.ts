import type { Mention } from './mention.js';
import { blockKeyOf, parseMentionName, transliterate, type MentionName } from './names.js';

/**
 * Common Chinese surnames in pinyin. A name printed surname first ("Zeng Bin") has one of them as its "first name";
 * the data then decides which reading is right (`blockMentions`).
 */
const CHINESE_SURNAMES = new Set(
  (
    'wang li zhang liu chen yang huang zhao wu zhou xu sun ma zhu hu guo he gao lin luo zheng liang xie song tang ' +
    'han feng deng cao peng zeng xiao tian dong yuan pan yu jiang cai du ye cheng wei su lu ding ren shen yao fu ' +
    'zhong jin cui tan qian qiu hou shi xiong meng qin bai jia yan xue lei long duan hao kong shao mao wan gu lai ' +
    'wen fang kang chang niu hong xing ni fan zou yin qi tao mo bi gong ou geng zhan qu bao'
  ).split(' '),
);

/** The name read the other way round: "Zeng Bin" as given name Bin, surname Zeng. */
function swapped(name: MentionName): MentionName | undefined {
  if (name.given.length !== 1 || name.lastWords.length === 0) return undefined;
  const surname = transliterate(name.given[0]!);
  if (!CHINESE_SURNAMES.has(surname)) return undefined;
  const given = name.lastWords;
  return { given, lastWords: [surname], key: blockKeyOf(given, [surname]) };
}

export interface Blocks {
  /** Each mention's name, in the order the blocking read it. */
  names: Map<string, MentionName>;
  /** Mention ids by block key. */
  blocks: Map<string, string[]>;
}

/**
 * Blocks mentions by first surname word + first initial. A name that reads as a Chinese name printed surname first
 * ("Zeng Bin", "Li Fei-Fei") is read the other way round when that reading's block is larger in the data: most
 * sources print given name first, so the larger block is the usual spelling of that person.
 */
export function blockMentions(mentions: readonly Mention[]): Blocks {
  const names = new Map<string, MentionName>();
  const sizes = new Map<string, number>();
  for (const mention of mentions) {
    const name = parseMentionName(mention.first, mention.middle, mention.last);
    names.set(mention.id, name);
    sizes.set(name.key, (sizes.get(name.key) ?? 0) + 1);
  }
  for (const [id, name] of names) {
    const other = swapped(name);
    if (other && (sizes.get(other.key) ?? 0) > (sizes.get(name.key) ?? 0)) names.set(id, other);
  }
  const blocks = new Map<string, string[]>();
  for (const [id, name] of names) {
    const members = blocks.get(name.key);
    if (members) members.push(id);
    else blocks.set(name.key, [id]);
  }
  return { names, blocks };
}
