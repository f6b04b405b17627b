/** Shown when an applicant's photo cannot be loaded: a neutral silhouette, inline so it never fails itself. */
export const FALLBACK_PHOTO_SRC = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#e2e8f0"/><circle cx="32" cy="24" r="12" fill="#94a3b8"/><path d="M10 60c2-13 11-20 22-20s20 7 22 20z" fill="#94a3b8"/></svg>',
)}`;
