/**
 * 조후 (調候): the season of a birth and what its climate asks for.
 * - 子平眞詮評註 (徐樂吾) 論用神, (三) 調候: "金水生於冬令，木火生於夏令，氣候太寒太燥，
 *   以調和氣候為急" — the extreme seasons are winter (亥子丑) and summer (巳午未).
 * - 窮通寶鑑, the five elements by season: winter asks for fire ("冬月之木 … 火重見
 *   溫暖有功", "冬月之土 … 火盛有榮", "冬月之金 … 火來助土", "冬月之水 … 遇火，則增暖
 *   除寒"), summer for water ("夏月之木 … 欲得水盛而成滋潤之力", "夏月之土 … 得盛水
 *   滋潤成功", "夏月之金 … 水盛而滋潤呈祥").
 * - A day master of the element asked for is not given more of itself: the book
 *   gives winter fire wood or water ("三冬丁火，甲木為尊", "十一月丙火 … 壬水為最")
 *   and summer water metal ("夏月之水 … 欲得比肩，喜金生"); for it the 억부 step decides.
 * - 寅月 is still cold for some day masters (EARLY_SPRING_WARMED, the book's 正月 entries),
 *   and 未月 already cools for others (LATE_SUMMER_NOT_COOLED, its 六月 entries).
 * - 滴天髓 寒暖, 任氏: "寒雖甚，要暖有氣，暖雖至，要寒有根": however much of the
 *   needed element a winter or summer chart already holds, it is still the need
 *   (窮通寶鑑's refinement, "凡用神太多，不宜克制，須洩之為妙", is not applied).
 */
import type { Element } from '../elements/index.js';

export type Season = 'spring' | 'summer' | 'autumn' | 'winter';

export function seasonOf(monthBranch: string): Season {
  if ('寅卯辰'.includes(monthBranch)) return 'spring';
  if ('巳午未'.includes(monthBranch)) return 'summer';
  if ('申酉戌'.includes(monthBranch)) return 'autumn';
  return 'winter';
}

/** What an extreme season asks for: winter 火, summer 水; null in spring and autumn. */
export function climateNeed(season: Season): Element | null {
  return season === 'winter' ? '火' : season === 'summer' ? '水' : null;
}

/**
 * 寅月 (正月), still cold: 窮通寶鑑 gives 丙 first to 甲 ("正月甲木，初春尚有餘寒，得丙癸逢"),
 * 乙 ("正月乙木，必須用丙，因天氣尤有餘寒"), 戊 ("若無丙除寒"), 己 ("正月己土，田園猶凍 …
 * 故丙為尊") and 庚 ("金之寒氣未除，先用丙暖庚性"), not to 辛 壬 癸 (己, 庚, 辛 first) nor to
 * fire. The need is met once fire is revealed in a stem ("癸藏丙透，名寒木向陽").
 */
export const EARLY_SPRING_WARMED = '甲乙戊己庚';

/**
 * 未月 (六月), 三伏生寒: the book gives 甲 ("六月三伏生寒，丁火退氣。先丁後庚"), 乙 ("六月乙木，木性且寒 … 丙火為尊")
 * and 庚 ("六月庚金，三伏生寒，頑鈍極矣，先用丁火") fire first, not water.
 */
export const LATE_SUMMER_NOT_COOLED = '甲乙庚';

/** What the month asks for this day master: winter 火, summer 水 (未月 not for 甲乙庚), 寅月 火 for 甲乙戊己庚; null otherwise. */
export function climateNeedOf(monthBranch: string, dayMaster: string): Element | null {
  if (monthBranch === '寅') return EARLY_SPRING_WARMED.includes(dayMaster) ? '火' : null;
  if (monthBranch === '未' && LATE_SUMMER_NOT_COOLED.includes(dayMaster)) return null;
  return climateNeed(seasonOf(monthBranch));
}

export const SEASON_KO: Record<Season, string> = { spring: '봄', summer: '여름', autumn: '가을', winter: '겨울' };
