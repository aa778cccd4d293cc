// The tour form's check step: the server read travellers from the texts that the party fields did not
// show yet (without JavaScript, or before it ran), set the fields to them and asks the traveller to
// look before anything is planned. The page loads with focus here, so it is heard first.

export function PartyCheckNotice({ message, target }: { message: string; target: string }) {
  return (
    <section
      className="party-check"
      tabIndex={-1}
      autoFocus
      aria-labelledby="party-check-title"
      data-testid="party-check"
    >
      <p className="party-check__title" id="party-check-title">
        Please check who's travelling
      </p>
      <p className="party-check__read">{message}</p>
      <p className="party-check__next">
        We have set the party below to this. Change it if you need to, then press Create Tour again.{" "}
        <a href={`#${target}`}>Go to the party</a>
      </p>
    </section>
  );
}
