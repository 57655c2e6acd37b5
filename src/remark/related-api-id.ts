/** The heading id of the generated "Related API" section; the search index stops there. */
export const RELATED_API_ID = 'related-api';
