/**
 * The one stop-word list: words that carry no topic. Key phrases never start, end or consist of them (in any of
 * the languages most pages come in); the learning model's TF-IDF can drop the English ones. Kept general on
 * purpose: domain words ("patients", "study", "effect") stay, and a word missing here costs a weaker phrase, not
 * a wrong one.
 */
const ENGLISH = `
a about above according across after afterwards again against all almost alone along already also although
always am among amongst an and another any anyhow anyone anything anyway anywhere are around as at based be
became because become becomes becoming been before beforehand behind being below beside besides between beyond
both but by can cannot could did do does doing done down due during each either else elsewhere enough etc even
ever every everyone everything everywhere except few first for former formerly from further furthermore get got
had has have having he hence her here hereafter hereby herein hers herself him himself his how however i ie if
in include includes including indeed into is it its itself just least less like made make many may me meanwhile
might mine more moreover most mostly much must my myself namely neither never nevertheless new next no nobody
none noone nor not nothing now nowhere of off often on once one ones only onto or other others otherwise our
ours ourselves out over own per perhaps please rather said same say says second see seem seemed seeming seems
seen several shall she should show shown shows since so some somehow someone something sometime sometimes
somewhere still such take taken than that the their theirs them themselves then thence there thereafter thereby
therefore therein thereupon these they this those though three through throughout thru thus to together too
toward towards two under until up upon us use used using very via was way ways we well were what whatever when
whence whenever where whereafter whereas whereby wherein whereupon wherever whether which while whither who
whoever whole whom whose why will with within without would yet you your yours yourself yourselves
`;
const GERMAN =
  'aber alle als also am an auch auf aus bei bin bis bist da damit dann das dass dem den der des die dies diese dieser dieses doch dort du durch ein eine einem einen einer eines er es für gegen hat hatte haben hier ich ihr im in ist ja jede jedem jeden jeder jedes kann kein keine man mit muss nach nicht noch nun nur ob oder ohne sehr sich sie sind so über um und uns unter vom von vor wann war waren was weil welche welcher wenn wer wie wir wird wurde wurden zu zum zur zwischen';
const FRENCH =
  'au aux avec ce ces cette dans de des du elle en est et eux il ils je la le les leur leurs lui mais me même mes moi mon ne nos notre nous on ont ou où par pas pour qu que qui sa sans se ses son sont sur ta te tes toi ton tu un une vos votre vous été être avoir fait plus comme entre aussi tout tous';
const SPANISH =
  'al como con de del el ella ellos en entre es esta este esto fue ha hay la las lo los más mi no nos o para pero por que se ser si sin sobre su sus también un una uno y ya son está están';

const wordsOf = (list: string) => list.split(/\s+/).filter((word) => word.length > 0);

/**
 * English function words: what TF-IDF drops when asked to (the server's relevance/tfidf.ts, `stopWords`), and what
 * a Topic's search string loses when it becomes terms (terms.ts).
 */
export const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set(wordsOf(ENGLISH));

/** The stop words of every language listed: what no key phrase starts, ends or is made of. */
export const STOP_WORDS: ReadonlySet<string> = new Set([ENGLISH, GERMAN, FRENCH, SPANISH].flatMap(wordsOf));
