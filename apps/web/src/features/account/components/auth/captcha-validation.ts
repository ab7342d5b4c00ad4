/**
 * How a form takes a new captcha value: after a submit, a solved payload is validated (clearing
 * "Captcha is required"), but an empty one is not. A new round starts empty after every answer
 * from the server, and validating that would flash the error for the second the widget takes to
 * solve it; an empty captcha is still refused when the form is submitted.
 */
export function captchaValidation(submitted: boolean, payload: string): { shouldValidate: boolean } {
  return { shouldValidate: submitted && payload !== '' };
}
