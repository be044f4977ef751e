/**
 * English function words dropped before TF-IDF: they occur in nearly every abstract, so they carry no signal for
 * relevance and only dilute the L2-normalized vectors. A general-purpose list (articles, pronouns, auxiliaries,
 * prepositions, conjunctions, common adverbs and quantifiers), not a domain one: words such as "patients",
 * "study" or "effect" stay, the model learns their weight from the votes.
 */
const WORDS = `
a about above across after afterwards again against all almost alone along already also although always am among
amongst an and another any anyhow anyone anything anyway anywhere are around as at be became because become becomes
becoming been before beforehand behind being below beside besides between beyond both but by can cannot could did do
does doing done down due during each either else elsewhere enough etc even ever every everyone everything everywhere
except few for former formerly from further furthermore had has have having he hence her here hereafter hereby herein
hers herself him himself his how however i ie if in indeed into is it its itself just least less many may me
meanwhile might mine more moreover most mostly much must my myself namely neither never nevertheless next no nobody
none noone nor not nothing now nowhere of off often on once one only onto or other others otherwise our ours
ourselves out over own per perhaps please rather same seem seemed seeming seems several she should since so some
somehow someone something sometime sometimes somewhere still such than that the their theirs them themselves then
thence there thereafter thereby therefore therein thereupon these they this those though through throughout thru
thus to together too toward towards under until up upon us very via was we well were what whatever when whence
whenever where whereafter whereas whereby wherein whereupon wherever whether which while whither who whoever whole
whom whose why will with within without would yet you your yours yourself yourselves
`;

export const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set(WORDS.split(/\s+/).filter((word) => word.length > 0));
