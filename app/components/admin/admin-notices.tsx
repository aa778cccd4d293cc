// The back office's notices above a page's content: what the team should know before working on it (a filter
// the list could not read, a calendar running short). Nothing is rendered when there is nothing to say.
export function AdminNotices({ notices }: { notices: readonly string[] }) {
  if (!notices.length) return null;
  return (
    <div className="admin-notice" role="status">
      <ul>
        {notices.map((notice) => (
          <li key={notice}>{notice}</li>
        ))}
      </ul>
    </div>
  );
}
