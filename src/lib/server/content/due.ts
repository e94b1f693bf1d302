// Readers' pages call publishDue() before reading posts, so that a scheduled revision is live (and an
// expired one gone) from its time on. Importing the kinds here registers them with the revision model.
import './posts';
import './popups';
import './banners';

export { publishDue } from './schedule';
