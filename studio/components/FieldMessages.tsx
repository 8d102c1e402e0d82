/** The messages about a field (the checks' and the form's own), under it; `id` is what the field's aria-describedby names. */
export function FieldMessages({ id, messages }: { id: string; messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul id={id} className="studio-field__messages" role="list">
      {messages.map((message) => (
        <li key={message} className="studio-field__message">
          {message}
        </li>
      ))}
    </ul>
  );
}
