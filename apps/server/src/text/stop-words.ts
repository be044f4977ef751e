/**
 * Words that never start, end or make up a key phrase, in the languages most pages come in. Lists kept short on
 * purpose: a word missing here costs a weaker phrase, not a wrong one.
 */
const ENGLISH =
  'a about above after again against all also am an and any are as at be because been before being below between both but by can could did do does doing down during each etc few for from further had has have having he her here hers herself him himself his how however i if in into is it its itself just may me might more most much must my myself no nor not now of off on once one only or other our ours ourselves out over own per same shall she should so some such than that the their theirs them themselves then there these they this those through thus to too under until up upon us use used using very via was we were what when where which while who whom why will with within without would yet you your yours yourself yourselves new two three first second based including include includes well within among across many several often also whether either since another around along like get got make made see seen show shown shows one ones way ways take taken said says say according';
const GERMAN =
  'aber alle als also am an auch auf aus bei bin bis bist da damit dann das dass dem den der des die dies diese dieser dieses doch dort du durch ein eine einem einen einer eines er es für gegen hat hatte haben hier ich ihr im in ist ja jede jedem jeden jeder jedes kann kein keine man mit muss nach nicht noch nun nur ob oder ohne sehr sich sie sind so über um und uns unter vom von vor wann war waren was weil welche welcher wenn wer wie wir wird wurde wurden zu zum zur zwischen';
const FRENCH =
  'au aux avec ce ces cette dans de des du elle en est et eux il ils je la le les leur leurs lui mais me même mes moi mon ne nos notre nous on ont ou où par pas pour qu que qui sa sans se ses son sont sur ta te tes toi ton tu un une vos votre vous été être avoir fait plus comme entre aussi tout tous';
const SPANISH =
  'al como con de del el ella ellos en entre es esta este esto fue ha hay la las lo los más mi no nos o para pero por que se ser si sin sobre su sus también un una uno y ya son está están';

export const STOP_WORDS: ReadonlySet<string> = new Set(
  [ENGLISH, GERMAN, FRENCH, SPANISH].flatMap((list) => list.split(' ')),
);
