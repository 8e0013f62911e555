import { defineMessages } from '@/engine';

/**
 * The site's own words around the calculators: shell, home, directory, hubs, blog and guides, articles,
 * information pages, 404, contact form, share card, embed snippet, page heads, the page script's notes. ICU
 * MessageFormat, compiled by `npm run generate` like a calculator's (docs/adr/0005) into messages.en.gen.ts;
 * messages.es.ts is the Spanish (docs/es/style-guide.md), compiled to messages.es.gen.ts. A page reads its
 * language's module through `useSiteMessages()` (src/site/messages/context.tsx); an island loads only its language's.
 */
export default defineMessages({
  // Shell
  skipLink: 'Skip to content',
  logoLabel: 'BloomCalc home',
  navMain: 'Main',
  navMobile: 'Mobile',
  menuButton: 'Menu',
  navBlog: 'Blog',
  navGuides: 'Health Guides',
  allCalculators: 'All Calculators',
  calculatorsMenuLabel: 'All calculators by category',
  menuAllInCategory: 'All {count, number, integer} {name} calculators',
  menuViewAll: 'View All {count, number, integer} Calculators',
  themeToDark: 'Switch to dark theme',
  themeToLight: 'Switch to light theme',
  footerBlurb:
    "Free, private calculators for women's health, pregnancy, cycles, nutrition and family finance. Every calculation runs in your browser; nothing you type is sent, or kept unless you ask.",
  footerQuickLinks: 'Quick links',
  footerResources: 'Resources',
  footerLegal: 'Legal',
  linkJournal: 'My journal',
  searchJournalHint:
    "Looking for your own history? Your periods and your baby's measurements can be kept on this device:",
  linkAbout: 'About Us',
  linkFaq: 'FAQ',
  linkSupport: 'Support',
  linkContact: 'Contact',
  linkPrivacy: 'Privacy Policy',
  linkTerms: 'Terms of Service',
  linkCookies: 'Cookie Policy',
  linkDisclaimer: 'Medical Disclaimer',
  footerNote: '© {year} BloomCalc. Estimates for information only, not medical or financial advice.',
  toastClose: 'Close',
  // Home
  homeTitle: "Calculators for every stage of a woman's life",
  homeIntro:
    '{count, number, integer} free calculators for health, pregnancy, cycles, nutrition, body and family finance. Correct to the decimal, honest about what each estimate is, and private: everything is computed in your browser.',
  exploreCalculators: 'Explore Calculators',
  learnMore: 'Learn More',
  learnMoreHidden: 'about BloomCalc',
  popularCalculators: 'Popular calculators',
  browseByCategory: 'Browse by category',
  categoryCount: '{count, number, integer} calculators',
  latestArticles: 'Latest articles',
  viewAllArticles: 'View All Articles',
  // Directory
  directoryTitle: 'All Calculators',
  directoryIntro:
    'Every BloomCalc calculator in one place. Search by name or topic, or pick a category. Each one runs in your browser, cites its sources and explains how it works.',
  aboutCalculatorsLabel: 'About the calculators',
  estimatesTitle: 'Estimates you can check',
  estimatesText:
    'Every calculator shows the formula it used with your own numbers filled in, and names the study or guideline behind each constant. Worked examples under each form let you check the arithmetic yourself.',
  privateTitle: 'Private by construction',
  privateText:
    'There is no account and no server behind these pages: what you type stays in your browser. Results are estimates for information, not a diagnosis — talk to a professional about decisions that matter.',
  searchCalculators: 'Search calculators',
  searchCalculatorsPlaceholder: 'e.g. ovulation, calories, budget',
  allCategories: 'All Categories',
  filterByCategory: 'Filter by category',
  clearFilters: 'Clear Filters',
  noCalculators: 'No calculators found matching your search.',
  showMoreCalculators: 'Show more calculators ({count, number, integer} more)',
  searchingCalculators: 'Searching all calculators…',
  showingCalculators: 'Showing {shown, number, integer} of {total, number, integer} calculators',
  popular: 'Popular',
  // Category hub
  hubCount:
    '{count, plural, one {# free calculator} other {# free calculators}}, computed privately in your browser.',
  // Blog and guides
  blogTitle: 'BloomCalc Blog',
  blogIntro:
    'Evidence-based articles on cycles, pregnancy, nutrition, body measurement and family money, each with its sources.',
  searchArticles: 'Search articles',
  searchArticlesPlaceholder: 'e.g. ovulation, budget',
  allPosts: 'All',
  noArticles: 'No articles found matching your search.',
  guidesTitle: 'Health Guides',
  guidesIntro: 'In-depth, sourced guides to the topics behind our calculators, written in plain language.',
  featured: 'Featured',
  readMore: 'Read More',
  readGuide: 'Read Guide',
  whatYoullLearn: "What You'll Learn",
  moreTopics: '+{count, number, integer} more',
  readTime: '{minutes, number, integer} min read',
  byAuthor: 'By',
  backToBlog: 'Back to Blog',
  backToGuides: 'Back to Health Guides',
  tagsLabel: 'Tags',
  topicsLabel: 'Topics',
  relatedArticles: 'Related articles',
  putIntoNumbers: 'Put it into numbers',
  putIntoNumbersText:
    'Our free calculators turn what you just read into an estimate for you, privately in your browser.',
  medicalDisclaimer: 'Medical disclaimer',
  guideDisclaimer:
    'This guide is general information, not medical advice, diagnosis or treatment. Talk to a qualified health professional about your own situation.',
  relatedCalculators: 'Related calculators',
  takeAction: 'Take action',
  takeActionText: 'Turn this guide into numbers for you, or keep reading.',
  moreGuides: 'More Health Guides',
  // Information pages
  lastUpdated: 'Last updated',
  termsDisclaimer:
    "BloomCalc's calculators and articles are for information only. They are not medical advice, diagnosis or treatment, and never replace a qualified health professional.",
  supportFaqText: 'Answers to the questions we hear most.',
  supportFaqAction: 'View FAQ',
  supportGuidesText: 'In-depth guides behind the calculators.',
  supportContactTitle: 'Contact us',
  supportContactText: 'Write to us about anything on the site.',
  supportContactAction: 'Contact Support',
  responseTitle: 'Response time',
  responseText: 'We answer every message ourselves.',
  responseTime: '24–48 hours typically',
  // The address is a link: the page splits the sentence at it.
  supportEmailLine: 'Email {email} for help with the site, or',
  supportFeedback: 'send feedback on a calculator',
  supportFeedbackSubject: 'Calculator feedback',
  emergencyTitle: 'In an emergency',
  emergencyText: 'Call 911 or your local emergency number. BloomCalc cannot help in a medical emergency.',
  // 404
  notFoundTitle: 'Page Not Found',
  notFoundText:
    "We couldn't find that page. The link may be out of date or the address mistyped. Every calculator is listed in the directory.",
  browseAllCalculators: 'Browse all calculators',
  // Contact form
  contactFormLabel: 'Contact form',
  contactName: 'Name',
  contactEmail: 'Email',
  contactType: 'Inquiry type',
  contactChooseTopic: 'Choose a topic (optional)',
  contactTopic:
    '{topic, select, support {Support} feedback {Feedback} partnership {Partnership} media {Media} medical {Medical} other {Other}}',
  contactSubject: 'Subject',
  contactMessage: 'Message',
  contactNote:
    'Nothing is sent from this page: pressing Send opens your own email app with your message filled in, addressed to {email}.',
  contactSend: 'Send Message',
  contactNameMissing: 'Please enter your name.',
  contactEmailInvalid: 'Please enter a valid email address.',
  contactSubjectMissing: 'Please enter a subject.',
  contactMessageMissing: 'Please write your message.',
  contactOpeningTitle: 'Your email app is opening',
  contactOpeningText:
    'Your message is filled in there, addressed to {email}. Nothing has been sent: it goes when you press Send in your email app. If no app opened, write to {email}.',
  // Share
  shareThis: 'Share this',
  shareText: 'Found this useful? Send it to someone who might be asking the same question.',
  share: 'Share',
  copied: 'Copied',
  copyLink: 'Copy Link',
  linkCopiedToClipboard: 'Link copied to clipboard',
  linkCopied: 'Link copied',
  // Quick BMI (home)
  quickBmiTitle: 'Quick BMI check',
  quickBmiUnit: '{quantity, select, height {Height unit} weight {Weight unit} other {Unit}}',
  quickBmiResult: 'BMI {bmi} · {category}',
  quickBmiLink: 'See your healthy weight range and advice',
  quickBmiEmpty: 'Enter your height and weight to see your BMI.',
  quickBmiOpen: 'Open the full BMI calculator',
  // Calculator page and embeds
  tryExample: 'Try an example',
  embedTitle: 'Embed this calculator',
  embedText:
    "Put this calculator on your own site or blog: paste this code into your page's HTML. No sign-up and no cookies; what your readers type stays in their browser. The script line is optional: it fits the frame to the calculator's height (without it, the frame scrolls). The calculator is light; on a dark site, add ?theme=dark to the address after src=.",
  embedLabel: 'Embed code for the {name}',
  embedFrameTitle: '{name} by BloomCalc',
  copyCode: 'Copy code',
  copySelected: 'Selected: press Ctrl+C (⌘C on a Mac) to copy.',
  copyDone: 'Copied.',
  embedComputedBy: 'Computed in your browser by',
  embedOpenFull: ': open the full calculator in a new tab',
  // The page script's notes
  islandFailed: 'This part of the page could not be loaded. Check your connection, then ',
  islandReload: 'reload the page',
  updateTitle: 'A new version of BloomCalc is ready',
  updateText: 'Reload to use it. Your entries stay in the page address.',
  updateReload: 'Reload',
  // Page heads
  metaHomeTitle: "Free Women's Health Calculators",
  metaHomeDescription:
    "{count, number, integer} free, private calculators for women's health, pregnancy, periods, nutrition, body measurement and family finance. Every result is computed in your browser.",
  metaDirectoryDescription:
    'Search all {count, number, integer} BloomCalc calculators by name or topic: health, pregnancy, cycle, nutrition, body and finance.',
  metaCategoryTitle: '{hubTitle} Calculators',
  metaBlogTitle: 'Blog',
  metaBlogDescription:
    "{count, number, integer} evidence-based articles on women's health, cycles, pregnancy, nutrition and family finance.",
  metaGuidesDescription:
    '{count, number, integer} in-depth, sourced guides on BMI, cycles, pregnancy planning, nutrition, body composition and money.',
  metaNotFoundDescription: 'The page you asked for does not exist on BloomCalc.',
  metaImageAlt: 'BloomCalc: free, private calculators for women',
  metaKeywords: 'women health calculator|pregnancy calculator|period calculator|bmi for women',
  metaDirectoryKeyword: 'calculators',
  metaBlogKeyword: 'women health blog',
  metaGuidesKeyword: 'health guides',
  metaOperatingSystem: 'Any (runs in the browser)',
  crumbHome: 'Home',
  crumbCalculators: 'Calculators',
  // The heading of a body's list of sources (about texts, guides): what a translation keeps in English is there.
  sourcesHeading: 'Sources',
  // Markdown tables
  tableLabel: 'Table',
  tableHint: 'On a narrow screen, scroll the table sideways to see every column.',
});
