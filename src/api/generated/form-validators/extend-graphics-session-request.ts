// @ts-nocheck
/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Precompiled Ajv 2020-12 validators of the ExtendGraphicsSessionRequest form schema (../form-schemas/extend-graphics-session-request.json), keyed
 * by rjsf's schema hash: pass the default export to createPrecompiledValidator.
 */
import * as runtime0 from "ajv/dist/runtime/ucs2length.js";

/** A CommonJS export, whether the module arrives as Node.js or a bundler interoperates it. */
const cjs = (ns, member) => (member === 'default' ? (typeof ns.default === 'function' ? ns.default : ns.default.default) : (ns[member] ?? ns.default[member]));
const exports = {};
exports["-44d55776"] = validate20;
const schema31 = {"$comment":"GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.","$schema":"https://json-schema.org/draft/2020-12/schema","allOf":[{"type":"object","properties":{"action":{"type":"string","minLength":1,"maxLength":64},"zone":{"type":"string","pattern":"^[a-z][a-z0-9-]{1,31}$","examples":["pek3"]},"owner":{"type":"string","pattern":"^[a-z]+-[A-Za-z0-9_-]{1,40}$","examples":["usr-owner"]},"user_id":{"type":"string","pattern":"^[a-z]+-[A-Za-z0-9_-]{1,40}$","examples":["usr-owner"]},"iamuser_name":{"type":"string","pattern":"^[A-Za-z0-9_.-]{1,64}$","examples":["alice"]}}},{"type":"object","required":["session_id","extra_minutes"],"properties":{"session_id":{"type":"string","pattern":"^gs-[a-z0-9]{6,16}$","examples":["gs-4k8m2q7w"]},"extra_minutes":{"type":"integer","minimum":1,"maximum":43200,"examples":[60],"title":"More minutes"}}}],"unevaluatedProperties":false,"$id":"-44d55776"};
const func1 = cjs(runtime0, "default");
const pattern4 = new RegExp("^[a-z][a-z0-9-]{1,31}$", "u");
const pattern5 = new RegExp("^[a-z]+-[A-Za-z0-9_-]{1,40}$", "u");
const pattern7 = new RegExp("^[A-Za-z0-9_.-]{1,64}$", "u");
const pattern8 = new RegExp("^gs-[a-z0-9]{6,16}$", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="-44d55776" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.action !== undefined){
let data0 = data.action;
if(typeof data0 === "string"){
if(func1(data0) > 64){
const err0 = {instancePath:instancePath+"/action",schemaPath:"#/allOf/0/properties/action/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func1(data0) < 1){
const err1 = {instancePath:instancePath+"/action",schemaPath:"#/allOf/0/properties/action/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/action",schemaPath:"#/allOf/0/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.zone !== undefined){
let data1 = data.zone;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err3 = {instancePath:instancePath+"/zone",schemaPath:"#/allOf/0/properties/zone/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]{1,31}$"},message:"must match pattern \""+"^[a-z][a-z0-9-]{1,31}$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/zone",schemaPath:"#/allOf/0/properties/zone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.owner !== undefined){
let data2 = data.owner;
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
const err5 = {instancePath:instancePath+"/owner",schemaPath:"#/allOf/0/properties/owner/pattern",keyword:"pattern",params:{pattern: "^[a-z]+-[A-Za-z0-9_-]{1,40}$"},message:"must match pattern \""+"^[a-z]+-[A-Za-z0-9_-]{1,40}$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/owner",schemaPath:"#/allOf/0/properties/owner/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.user_id !== undefined){
let data3 = data.user_id;
if(typeof data3 === "string"){
if(!pattern5.test(data3)){
const err7 = {instancePath:instancePath+"/user_id",schemaPath:"#/allOf/0/properties/user_id/pattern",keyword:"pattern",params:{pattern: "^[a-z]+-[A-Za-z0-9_-]{1,40}$"},message:"must match pattern \""+"^[a-z]+-[A-Za-z0-9_-]{1,40}$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/user_id",schemaPath:"#/allOf/0/properties/user_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.iamuser_name !== undefined){
let data4 = data.iamuser_name;
if(typeof data4 === "string"){
if(!pattern7.test(data4)){
const err9 = {instancePath:instancePath+"/iamuser_name",schemaPath:"#/allOf/0/properties/iamuser_name/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_.-]{1,64}$"},message:"must match pattern \""+"^[A-Za-z0-9_.-]{1,64}$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/iamuser_name",schemaPath:"#/allOf/0/properties/iamuser_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.session_id === undefined){
const err12 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "session_id"},message:"must have required property '"+"session_id"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.extra_minutes === undefined){
const err13 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "extra_minutes"},message:"must have required property '"+"extra_minutes"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.session_id !== undefined){
let data5 = data.session_id;
if(typeof data5 === "string"){
if(!pattern8.test(data5)){
const err14 = {instancePath:instancePath+"/session_id",schemaPath:"#/allOf/1/properties/session_id/pattern",keyword:"pattern",params:{pattern: "^gs-[a-z0-9]{6,16}$"},message:"must match pattern \""+"^gs-[a-z0-9]{6,16}$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/session_id",schemaPath:"#/allOf/1/properties/session_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.extra_minutes !== undefined){
let data6 = data.extra_minutes;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err16 = {instancePath:instancePath+"/extra_minutes",schemaPath:"#/allOf/1/properties/extra_minutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(typeof data6 == "number"){
if(data6 > 43200 || isNaN(data6)){
const err17 = {instancePath:instancePath+"/extra_minutes",schemaPath:"#/allOf/1/properties/extra_minutes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 43200},message:"must be <= 43200"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6 < 1 || isNaN(data6)){
const err18 = {instancePath:instancePath+"/extra_minutes",schemaPath:"#/allOf/1/properties/extra_minutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(((((((key0 !== "session_id") && (key0 !== "extra_minutes")) && (key0 !== "action")) && (key0 !== "zone")) && (key0 !== "owner")) && (key0 !== "user_id")) && (key0 !== "iamuser_name")){
const err20 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export default exports;
