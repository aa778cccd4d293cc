// 'Crafting Your Premium Experience': shown while the tour form is being planned and the results
// page loads, for as long as that really takes (no artificial wait). The live region is always in
// the page so screen readers announce the message when it appears.
import { useNavigation } from "@remix-run/react";
import { CompassIcon } from "../icons";

export function CraftingStatus({ formAction }: { formAction: string }) {
  const navigation = useNavigation();
  const planning =
    (navigation.state === "submitting" && navigation.formAction === formAction) ||
    (navigation.state === "loading" && navigation.location.pathname === "/package");
  return (
    <div className={planning ? "crafting crafting--active" : "crafting"} role="status" aria-live="polite">
      {planning ? (
        <div className="crafting__card">
          <span className="crafting__icon" aria-hidden="true">
            <CompassIcon width={40} height={40} />
          </span>
          <p className="crafting__title">Crafting Your Premium Experience</p>
          <p className="crafting__hint">Choosing places, routing each day and pricing it for your party…</p>
        </div>
      ) : null}
    </div>
  );
}
