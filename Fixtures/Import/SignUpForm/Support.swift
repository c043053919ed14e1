struct Account {}
protocol EmailValidating {}
struct EmailValidator: EmailValidating {}
